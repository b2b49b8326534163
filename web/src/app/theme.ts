import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Gelato palette: fragola (brand pink), pistacchio (green), crema backgrounds, cioccolato text. */
const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const semanticPalette = (name: string) => ({
  solid: { value: `{colors.${name}.600}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: palette({
          50: '#fff1f5',
          100: '#ffdce6',
          200: '#ffb8cb',
          300: '#fb8dab',
          400: '#f2668d',
          500: '#e44d77',
          600: '#c93663',
          700: '#a7294f',
          800: '#832241',
          900: '#5f1a30',
          950: '#3a0e1c',
        }),
        pistacchio: palette({
          50: '#f4f9ec',
          100: '#e4f0d1',
          200: '#c9e1a5',
          300: '#a9cd76',
          400: '#8cb952',
          500: '#6f9e38',
          600: '#577e2b',
          700: '#446124',
          800: '#374d20',
          900: '#2d3f1c',
          950: '#16210b',
        }),
        crema: palette({ 50: '#fffcf7', 100: '#fff7ea', 200: '#fdecd0', 300: '#f8dcae' }),
        cioccolato: palette({ 500: '#7a5240', 700: '#4e3226', 900: '#2f1d15' }),
      },
      fonts: {
        heading: { value: "'Nunito', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    // a solid button's hover (and open) state: Chakra's default is the solid colour at 90 % opacity, which
    // on the crema page lets white text drop to 4.33:1 on brand pink (a phone keeps the last tapped button
    // hovered); the palette's darker fg shade keeps it above 4.5:1 (brand 6.8:1)
    recipes: {
      button: {
        variants: {
          variant: {
            solid: { _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } },
          },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: semanticPalette('brand'),
        pistacchio: semanticPalette('pistacchio'),
        // Chakra's fg.subtle (gray.400) is below 4.5:1 on white: secondary text stays readable (WCAG AA)
        fg: { subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'crema.50', color: 'cioccolato.900' },
    // who asks the system for less motion (WCAG 2.3.3) gets none: smooth scrolling, entry fades and
    // slides end at once, a spinner turns once (its "Caricamento…" text stays)
    html: { scrollBehavior: 'smooth', '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        animationDelay: '0s !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
      },
    },
    // a clear focus ring on every field (Chakra's default is a 1 px grey line)
    'input:focus-visible, textarea:focus-visible, select:focus-visible': {
      outline: '2px solid {colors.brand.600}',
      outlineOffset: '1px',
    },
  },
});

export const system = createSystem(defaultConfig, config);
