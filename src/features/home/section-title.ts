// The home's own parts use the static twins of these in ./home.module.css; these serve the parts still styled
// through sx (the shop's home, the attendance page, search, the account's forms).
/** The home's section headings: sized per breakpoint, since the theme's responsive h2 outgrows the 960 px column. */
export const sectionTitle = { fontSize: { xs: '1.375rem', md: '1.75rem' }, mb: 2 } as const;

/** The home's content column: one column on a 414 px phone, 960 px on desktop. */
export const column = { maxWidth: 960, mx: 'auto', px: 2 } as const;
