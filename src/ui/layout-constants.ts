/** docs/business-rules.md "Look and layout constants" layout constants, shared by the theme and the layout components. */
export const TOP_BAR_HEIGHT = 60;
export const MOBILE_WIDTH = 414;
export const DESKTOP_WIDTH = 960;
export const RADII = { sm: 8, md: 10, lg: 12, xl: 16 } as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const HTML_FONT_SIZE = 16;
