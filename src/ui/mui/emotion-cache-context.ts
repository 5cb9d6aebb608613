/**
 * The server's Emotion cache for this render, handed from `_app` (which `_document`'s `documentGetInitialProps`
 * gives it as `emotionCache`) to MUI's providers wherever a page renders MUI (./MuiProviders.tsx). A context of
 * our own, so `_app` passes it on without importing Emotion: pages drawn with static CSS alone load no Emotion.
 * Undefined in the browser, where the providers use one cache per page load.
 */
import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';

export const EmotionCacheContext = createContext<EmotionCache | undefined>(undefined);
