/**
 * The shell's few icons as inline paths (Material Design shapes), so no icon package is shipped for four glyphs,
 * drawn as MUI's SvgIcon draws them (1em square at 1.5rem, current colour) without its module on every page.
 */
import type { ReactNode } from 'react';
import styles from './icons.module.css';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
  </Icon>
);
export const CartIcon = () => (
  <Icon>
    <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2zM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1.003 1.003 0 0 0 20 4H5.21l-.94-2H1zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2z" />
  </Icon>
);
// A globe of three strokes: the filled Material glyph's path was several times longer for the same 24 px shape.
export const LanguageIcon = () => (
  <Icon>
    <path
      d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18m0 0c-2.5 2.4-3.8 5.4-3.8 9s1.3 6.6 3.8 9m0-18c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9M3.5 9h17M3.5 15h17"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
  </Icon>
);
// The account glyph, here rather than from auth-icons.tsx: MUI's SvgIcon module would come with it on every page.
export const PersonIcon = () => (
  <Icon>
    <path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
  </Icon>
);
