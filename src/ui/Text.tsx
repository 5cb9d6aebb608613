/**
 * Text in one of the theme's typography variants, as MUI's Typography draws it (the same element per variant, no
 * margin), from static classes (./Text.module.css): Typography computes and serialises its styles through Emotion
 * on every render, which on a landing page's hundreds of texts was a good part of the server's work per request.
 * A `className` of the caller's adds to the variant and wins over it (the variants are in the `sf-look` layer).
 */
import type { ElementType, HTMLAttributes } from 'react';
import styles from './Text.module.css';

export type TextVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption';

/** Typography's default element for each variant. */
const ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
};

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  component?: ElementType;
  href?: string;
}

export function Text({ variant = 'body1', component, className, ...rest }: TextProps) {
  const Component = component ?? ELEMENT[variant];
  return <Component className={className ? `${styles[variant]} ${className}` : styles[variant]} {...rest} />;
}
