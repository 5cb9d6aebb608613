/**
 * MUI's Button API for what the screens use of it (`variant` contained, outlined or text; `size`; `color` primary,
 * secondary, error, success or inherit; `fullWidth`; `startIcon`; `component` with `href`) on PlainButton with the looks of
 * ./button-look.ts. Button's module brings ButtonBase with its ripple (TouchRipple, react-transition-group) and
 * CircularProgress for its `loading` state, about 7 kB gzipped on every page that shows one button. A screen swaps
 * only its import (`import { LightButton as Button } from '@/src/ui/LightButton'`); a disabled one carries
 * `Mui-disabled` as Button did.
 */
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { buttonShape, containedLook, largeSize, outlinedLook } from './button-look';
import { PlainButton } from './PlainButton';

export interface LightButtonProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  color?: Tone;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  component?: ElementType;
  href?: string;
  /** For `component="a"`: a download link, a new tab. */
  download?: boolean | string;
  target?: string;
  rel?: string;
  type?: 'button' | 'submit' | 'reset';
  /** The id of the form a submit button outside it submits. */
  form?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

type Tone = 'primary' | 'secondary' | 'error' | 'success' | 'inherit';

/** Button's text variant in a palette colour: that colour, a faint tint of it on hover. */
function textLook(color: Tone) {
  return {
    ...buttonShape,
    px: 1,
    py: 0.75,
    color: color === 'inherit' ? 'inherit' : `${color}.main`,
    transition: 'background-color 250ms',
    '&:hover': {
      bgcolor: color === 'inherit' ? 'action.hover' : (theme: Theme) => alpha(theme.palette[color].main, 0.04),
    },
    '&.Mui-disabled': { color: 'action.disabled' },
  } as const;
}

function look(variant: 'contained' | 'outlined' | 'text', color: Tone) {
  if (variant === 'contained') {
    if (color === 'primary' || color === 'secondary') return containedLook(color);
    if (color === 'inherit')
      return {
        ...containedLook(),
        bgcolor: 'grey.300',
        color: 'rgba(0, 0, 0, 0.87)',
        '&:hover': { bgcolor: 'grey.A100', boxShadow: 4 },
      };
    return {
      ...containedLook(),
      bgcolor: `${color}.main`,
      color: `${color}.contrastText`,
      '&:hover': { bgcolor: `${color}.dark`, boxShadow: 4 },
    };
  }
  if (variant === 'outlined') {
    if (color === 'inherit')
      return { ...outlinedLook, color: 'inherit', borderColor: 'currentColor', '&:hover': { bgcolor: 'action.hover' } };
    if (color === 'primary') return outlinedLook;
    return {
      ...outlinedLook,
      color: `${color}.main`,
      borderColor: (theme: Theme) => alpha(theme.palette[color].main, 0.5),
      '&:hover': { borderColor: `${color}.main`, bgcolor: (theme: Theme) => alpha(theme.palette[color].main, 0.04) },
    };
  }
  return textLook(color);
}

const SIZES = {
  small: { px: 1.25, py: 0.5, fontSize: '0.8125rem' },
  medium: {},
  large: largeSize,
} as const;

const icon = (side: 'start' | 'end', node: ReactNode) => (
  <Box
    component="span"
    sx={{
      display: 'inherit',
      ...(side === 'start' ? { mr: 1, ml: -0.5 } : { ml: 1, mr: -0.5 }),
      '& > svg': { fontSize: 20 },
    }}
  >
    {node}
  </Box>
);

export function LightButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth,
  startIcon,
  endIcon,
  sx,
  children,
  component,
  ...rest
}: LightButtonProps) {
  const style = [
    look(variant, color),
    SIZES[size],
    fullWidth ? { width: '100%' } : {},
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as SxProps<Theme>;
  return (
    // As Button: with an `href` and no component, a link.
    <PlainButton component={component ?? (rest.href ? 'a' : 'button')} sx={style} {...rest}>
      {startIcon && icon('start', startIcon)}
      {children}
      {endIcon && icon('end', endIcon)}
    </PlainButton>
  );
}
