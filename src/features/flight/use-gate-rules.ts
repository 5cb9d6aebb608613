/**
 * The gate-time rules (src/domain/flights/gate-arrival.ts, with luxon), loaded after the page and only once a
 * flight is known: a page whose visitor gave none never downloads them.
 */
import { useEffect, useState } from 'react';

export type GateRules = typeof import('./gate-judgement');

export function useGateRules(wanted: boolean): GateRules | null {
  const [rules, setRules] = useState<GateRules | null>(null);
  useEffect(() => {
    if (!wanted || rules) return;
    let live = true;
    void import('./gate-judgement').then((module) => {
      if (live) setRules(() => module);
    });
    return () => {
      live = false;
    };
  }, [wanted, rules]);
  return rules;
}
