import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { localeToSwitchTo } from './locale-choice';

/**
 * Once per visit, after the first render: moves to the remembered or the browser's language (see locale-choice.ts),
 * when the server has not decided this visit already (src/server/tenancy/arrival-locale.ts; a shared cache's copy of
 * a page reaches the browser undecided).
 */
export function useBrowserLanguage() {
  const router = useRouter();
  const { isReady, locale } = router;
  useEffect(() => {
    if (!isReady) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const target = localeToSwitchTo(locale ?? 'pt-BR', languages);
    if (target) void router.push(router.asPath, undefined, { locale: target });
    // Only on arrival: later locale changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);
}
