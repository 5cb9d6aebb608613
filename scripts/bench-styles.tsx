/**
 * `npx tsx scripts/bench-styles.tsx`: what one row of a store's list costs the server to render, styled four ways,
 * under a fresh Emotion cache per render as each request has: MUI `sx` on Box and Typography (as the landing pages
 * were), module-level `styled()` with static objects, static classes on MUI's Typography, and static classes on plain
 * elements (as they are now, docs/notes-staticsx.md). Prints CPU microseconds per row (process CPU time, so a busy
 * machine disturbs it less than wall time).
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled, ThemeProvider } from '@mui/material/styles';
import { theme } from '../src/ui/theme';

const ROWS = 10;
const ROUNDS = 1000;

function SxRow({ name }: { name: string }) {
  return (
    <Box
      component="a"
      href="#"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        py: 1.5,
        px: 2,
        minHeight: 44,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.25 }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflow: 'hidden', mb: 0.5 }}>
          Blend bovino de 160 g
        </Typography>
        <Typography variant="body2" component="div">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            R$ 38,90
          </Box>
        </Typography>
      </Box>
      <Box sx={{ flex: '0 0 72px', height: 72, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }} />
    </Box>
  );
}

const Row = styled('a')({
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  padding: '12px 16px',
  minHeight: 44,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
});
const Body = styled('div')({ flex: 1, minWidth: 0 });
const Name = styled(Typography)({ fontWeight: 600, lineHeight: 1.3, marginBottom: 2 }) as typeof Typography;
const Description = styled(Typography)({
  color: theme.palette.text.secondary,
  overflow: 'hidden',
  marginBottom: 4,
}) as typeof Typography;
const Muted = styled('span')({ color: theme.palette.text.secondary });
const Picture = styled('div')({
  flex: '0 0 72px',
  height: 72,
  borderRadius: 16,
  overflow: 'hidden',
  backgroundColor: theme.palette.grey[100],
});

function StyledRow({ name }: { name: string }) {
  return (
    <Row href="#">
      <Body>
        <Name variant="subtitle1" component="h3">
          {name}
        </Name>
        <Description variant="body2">Blend bovino de 160 g</Description>
        <Typography variant="body2" component="div">
          <Muted>R$ 38,90</Muted>
        </Typography>
      </Body>
      <Picture />
    </Row>
  );
}

function ClassesOnTypographyRow({ name }: { name: string }) {
  return (
    <a href="#" className="row">
      <div className="text">
        <Typography variant="subtitle1" component="h3" className="name">
          {name}
        </Typography>
        <Typography variant="body2" className="description">
          Blend bovino de 160 g
        </Typography>
        <Typography variant="body2" component="div">
          <span className="muted">R$ 38,90</span>
        </Typography>
      </div>
      <div className="picture" />
    </a>
  );
}

function ClassesRow({ name }: { name: string }) {
  return (
    <a href="#" className="row">
      <div className="text">
        <h3 className="subtitle1 name">{name}</h3>
        <p className="body2 description">Blend bovino de 160 g</p>
        <div className="body2">
          <span className="muted">R$ 38,90</span>
        </div>
      </div>
      <div className="picture" />
    </a>
  );
}

const VARIANTS = [
  ['sx on Box and Typography', SxRow],
  ['styled(), static objects', StyledRow],
  ['static classes, MUI Typography', ClassesOnTypographyRow],
  ['static classes, plain elements', ClassesRow],
] as const;

function microsecondsPerRow(RowComponent: (props: { name: string }) => React.ReactNode, rounds: number): number {
  const start = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    renderToString(
      <CacheProvider value={createCache({ key: 'mui' })}>
        <ThemeProvider theme={theme}>
          {Array.from({ length: ROWS }, (_, index) => (
            <RowComponent key={index} name={`Item ${index}`} />
          ))}
        </ThemeProvider>
      </CacheProvider>,
    );
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / rounds / ROWS;
}

for (const [, RowComponent] of VARIANTS) microsecondsPerRow(RowComponent, 200); // warm up
for (const [label, RowComponent] of VARIANTS)
  console.log(`${label.padEnd(34)} ${microsecondsPerRow(RowComponent, ROUNDS).toFixed(0).padStart(5)} µs per row`);
