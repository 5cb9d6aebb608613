import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import looks from '@/src/ui/button-look.module.css';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { PlainButton } from '@/src/ui/PlainButton';
import { reaisToCents } from '@/src/domain/pricing/money';
import { groupRuleLabel } from './group-heading';
import { canAddOne, chosenCount, isBlockedStatus, setOptionQuantity, type GroupChoice } from './option-choice';
import type { ItemOptionGroup } from './item-options';
import { Text } from '@/src/ui/Text';
import styles from './OptionGroup.module.css';

interface Props {
  group: ItemOptionGroup;
  choice: GroupChoice | undefined;
  onChange: (choice: GroupChoice) => void;
  hidePrice?: boolean;
  /** A heading other than the group's name (the item's extras). */
  title?: string;
}

/**
 * One option group as a section: its name and rule in the heading, then its options — radio buttons when one is
 * chosen (max 1), checkboxes when each is taken at most once, steppers when options repeat. The rules are applied
 * as the shopper chooses (src/features/item/option-choice.ts), so a choice past the max cannot be made.
 */
export function OptionGroup({ group, choice, onChange, hidePrice = false, title }: Props) {
  const { t } = useTranslation('item');
  const headingId = `group-${group._id}`;
  const single = group.max === 1;
  const stepper = !single && group.repeat;
  const missing = Math.max(0, group.min - chosenCount(choice));
  return (
    <section aria-labelledby={headingId} data-testid="option-group" className={styles.group}>
      <div className={styles.heading}>
        <Text id={headingId} variant="subtitle1" component="h2" className={styles.name}>
          {title ?? group.name}
        </Text>
        <Text variant="body2" className={missing > 0 ? styles.missing : styles.rule} data-testid="group-rule">
          {groupRuleLabel(group, t)}
        </Text>
      </div>
      <div role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.subitems.map((option) => {
          const blocked = isBlockedStatus(option.status);
          const quantity = choice?.[option._id] ?? 0;
          const price = hidePrice || option.finalPrice <= 0 ? null : `+ ${formatBRL(reaisToCents(option.finalPrice))}`;
          const set = (wanted: number) => onChange(setOptionQuantity(group, choice, option._id, wanted));
          const inputId = `option-${group._id}-${option._id}`;
          const text = (
            // A span: the text sits inside a <label>, which may hold phrasing content only.
            <span className={styles.text}>
              <Text component="span" className={styles.block}>
                {option.name}
              </Text>
              {option.description && (
                <Text component="span" variant="body2" className={`${styles.block} ${styles.secondary}`}>
                  {option.description}
                </Text>
              )}
              {blocked && (
                <Text component="span" variant="body2" className={styles.secondary}>
                  {t('group.unavailable')}
                </Text>
              )}
            </span>
          );
          const priceText = price && (
            <Text component="span" variant="body2" className={styles.price}>
              {price}
            </Text>
          );
          if (stepper) {
            return (
              <div
                key={option._id}
                className={blocked ? `${styles.stepped} ${styles.blocked}` : styles.stepped}
                data-testid="option"
              >
                {text}
                {priceText}
                <PlainButton
                  aria-label={t('group.less', { name: option.name })}
                  disabled={quantity === 0}
                  onClick={() => set(quantity - 1)}
                  className={stepButton}
                >
                  −
                </PlainButton>
                <Text component="span" aria-live="polite" className={styles.count}>
                  {quantity}
                </Text>
                <PlainButton
                  aria-label={t('group.more', { name: option.name })}
                  disabled={blocked || !canAddOne(group, choice, option._id)}
                  onClick={() => set(quantity + 1)}
                  className={stepButton}
                >
                  +
                </PlainButton>
              </div>
            );
          }
          return (
            <label
              key={option._id}
              htmlFor={inputId}
              data-testid="option"
              className={blocked ? `${styles.choice} ${styles.blocked}` : styles.choice}
            >
              {text}
              {priceText}
              <ChoiceControl
                type={single ? 'radio' : 'checkbox'}
                id={inputId}
                name={single ? headingId : undefined}
                checked={quantity > 0}
                disabled={blocked || (quantity === 0 && !canAddOne(group, choice, option._id))}
                onChange={(event) => set(event.target.checked ? 1 : 0)}
              />
            </label>
          );
        })}
      </div>
    </section>
  );
}

// IconButton's look on a plain button (IconButton's module brings CircularProgress).
const stepButton = `${looks.icon} ${styles.step}`;
