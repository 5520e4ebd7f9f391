import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';

/** Links between sibling lists (brands and categories), styled as tabs. */
export function KindTabs({ value, tabs }: { value: number; tabs: { label: string; to: string }[] }) {
  return (
    <Tabs
      value={value}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      aria-label="Lists"
    >
      {tabs.map((t) => (
        <Tab
          key={t.to}
          label={t.label}
          component={Link}
          to={t.to}
          sx={{ minHeight: 40, textTransform: 'none', fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
