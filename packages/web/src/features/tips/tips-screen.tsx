import { TIPS_PAGE_SIZE } from '@app/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function TipsScreen() {
  return (
    <PlaceholderScreen
      title="Tips"
      subtitle="Guides and advice from people who use these products every day."
      upcoming={`Our tips, ${TIPS_PAGE_SIZE} to a page.`}
    />
  );
}
