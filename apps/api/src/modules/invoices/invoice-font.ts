import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Static TrueType Noto Sans Devanagari (Latin glyphs included), bundled as a dependency: pdfkit
 * shapes Devanagari conjuncts and vowel signs only with a static TTF, never WOFF2 or variable fonts.
 */
export const INVOICE_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
