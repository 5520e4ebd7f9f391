import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { type BrandMode, brandModeLabel } from './brand-mode';

/** `{brandSlug}` and `category/{slug}`. */
export function BrandScreen({ mode }: { mode: BrandMode }) {
  const { brandSlug, slug } = useParams();
  const name = brandSlug ?? slug ?? '';
  return (
    <PlaceholderScreen
      eyebrow={brandModeLabel(mode)}
      title={`${brandModeLabel(mode)}: ${name}`}
      upcoming={`The ${mode}'s story and all of its items.`}
    />
  );
}
