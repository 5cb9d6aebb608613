import type { TFunction } from 'i18next';
import type { GroupRules } from './option-choice';

/** A group's rule as its heading says it: 'Obrigatório · escolha 1', 'Opcional · até 3'. */
export function groupRuleLabel(group: GroupRules, t: TFunction<'item'>): string {
  const kind = group.min > 0 ? t('group.required') : t('group.optional');
  let rule: string;
  if (group.min > 0 && group.max > 0) {
    rule =
      group.min === group.max
        ? t('group.chooseExactly', { count: group.min })
        : t('group.chooseRange', { min: group.min, max: group.max });
  } else if (group.min > 0) {
    rule = t('group.chooseAtLeast', { min: group.min });
  } else {
    rule = group.max > 0 ? t('group.upTo', { max: group.max }) : t('group.any');
  }
  return `${kind} · ${rule}`;
}
