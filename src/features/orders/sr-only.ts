/** Styles for text that only screen readers get (live announcements): sizes as pixels, since `1` in sx means 100%. */
export const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
