import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PodcastsScreen() {
  return (
    <PlaceholderScreen
      title="Podcasts"
      subtitle="Listen in: conversations about the products and the people behind them."
      upcoming="Episodes to play right here."
    />
  );
}
