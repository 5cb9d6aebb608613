/**
 * The board's switch for the new-order alerts (sound and browser notification, new-order-alert.ts): on by default,
 * remembered in localStorage. While on, a button asks the browser's permission for notifications (a click, as
 * browsers require), or a line says why only the sound plays.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { LightButton as Button } from '@/src/ui/LightButton';
import type { NotificationState } from './new-order-alert';

export interface AlertsSwitchProps {
  on: boolean;
  permission: NotificationState;
  onToggle(on: boolean): void;
  onAllow(): void;
}

export function AlertsSwitch({ on, permission, onToggle, onAllow }: AlertsSwitchProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="board-alerts">
      <Box component="label" htmlFor={id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <Box
          component="input"
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onToggle(event.target.checked)}
          data-testid="board-alerts-switch"
          sx={{ width: 22, height: 22, accentColor: 'var(--mui-palette-primary-main, #1c2b4a)' }}
        />
        <Typography variant="body2" component="span">
          {t('board.alerts.label')}
        </Typography>
      </Box>
      {on && permission === 'default' && (
        <Button variant="outlined" onClick={onAllow} sx={{ minHeight: 44 }} data-testid="board-alerts-allow">
          {t('board.alerts.allow')}
        </Button>
      )}
      {on && (permission === 'denied' || permission === 'unsupported') && (
        <Typography variant="body2" color="text.secondary" data-testid="board-alerts-note">
          {t(permission === 'denied' ? 'board.alerts.blocked' : 'board.alerts.unsupported')}
        </Typography>
      )}
    </Box>
  );
}
