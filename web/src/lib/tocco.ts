/**
 * The size of form controls that are used on a phone or a tablet (44 px, a finger's target) and stay
 * the usual 40 px on a desktop (from 1280 px): Chakra's `size` for Input, NativeSelect and Button.
 */
export const CONTROLLO_TOCCO = { base: 'lg', xl: 'md' } as const;
