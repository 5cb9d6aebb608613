// Shared by next.config.ts (routing) and serverSideTranslations (loading).
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'pt-BR',
    locales: ['pt-BR', 'en', 'es'],
    // The browser-language switch of docs/business-rules.md "Routes and link shapes" is done by the app, not by Next's root redirect.
    localeDetection: false,
  },
  localePath: path.resolve(__dirname, 'locales'),
  fallbackLng: 'pt-BR',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
