import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatBRL } from '@/src/domain/brazil/format';
import { iconLook } from '@/src/ui/button-look';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { PlainButton } from '@/src/ui/PlainButton';
import { reaisToCents } from '@/src/domain/pricing/money';
import { groupRuleLabel } from './group-heading';
import { canAddOne, chosenCount, isBlockedStatus, setOptionQuantity, type GroupChoice } from './option-choice';
import type { ItemOptionGroup } from './item-options';

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
    <Box component="section" aria-labelledby={headingId} data-testid="option-group" sx={{ py: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          px: 2,
          py: 1,
          bgcolor: 'grey.100',
          borderRadius: 2,
        }}
      >
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title ?? group.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: missing > 0 ? 'warning.dark' : 'text.secondary', fontWeight: missing > 0 ? 600 : 400 }}
          data-testid="group-rule"
        >
          {groupRuleLabel(group, t)}
        </Typography>
      </Box>
      <Box role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.subitems.map((option) => {
          const blocked = isBlockedStatus(option.status);
          const quantity = choice?.[option._id] ?? 0;
          const price = hidePrice || option.finalPrice <= 0 ? null : `+ ${formatBRL(reaisToCents(option.finalPrice))}`;
          const set = (wanted: number) => onChange(setOptionQuantity(group, choice, option._id, wanted));
          const inputId = `option-${group._id}-${option._id}`;
          const text = (
            // A span: the text sits inside a <label>, which may hold phrasing content only.
            <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block' }}>
                {option.name}
              </Typography>
              {option.description && (
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {option.description}
                </Typography>
              )}
              {blocked && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('group.unavailable')}
                </Typography>
              )}
            </Box>
          );
          const priceText = price && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {price}
            </Typography>
          );
          if (stepper) {
            return (
              <Box
                key={option._id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 2,
                  minHeight: 56,
                  opacity: blocked ? 0.55 : 1,
                }}
                data-testid="option"
              >
                {text}
                {priceText}
                <PlainButton
                  aria-label={t('group.less', { name: option.name })}
                  disabled={quantity === 0}
                  onClick={() => set(quantity - 1)}
                  sx={stepButton}
                >
                  −
                </PlainButton>
                <Typography
                  component="span"
                  aria-live="polite"
                  sx={{ minWidth: 20, textAlign: 'center', fontWeight: 600 }}
                >
                  {quantity}
                </Typography>
                <PlainButton
                  aria-label={t('group.more', { name: option.name })}
                  disabled={blocked || !canAddOne(group, choice, option._id)}
                  onClick={() => set(quantity + 1)}
                  sx={stepButton}
                >
                  +
                </PlainButton>
              </Box>
            );
          }
          return (
            <Box
              key={option._id}
              component="label"
              htmlFor={inputId}
              data-testid="option"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                pl: 2,
                pr: 1,
                minHeight: 56,
                cursor: blocked ? 'default' : 'pointer',
                opacity: blocked ? 0.55 : 1,
                '&:hover': { bgcolor: blocked ? undefined : 'action.hover' },
              }}
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
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

// IconButton's look on a plain button (IconButton's module brings CircularProgress).
const stepButton = {
  ...iconLook,
  width: 44,
  height: 44,
  border: 1,
  borderColor: 'divider',
  fontSize: '1.25rem',
} as const;
