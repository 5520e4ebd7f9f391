import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { type BrandMode, brandModeLabel } from './brand-mode';

/** `brands/new`, `{brandSlug}/edit` and `category/{brandSlug}/edit` (admins only). */
export function BrandFormScreen({ mode }: { mode: BrandMode }) {
  const { brandSlug } = useParams();
  const label = brandModeLabel(mode);
  const title = brandSlug ? `Edit ${label.toLowerCase()}: ${brandSlug}` : `New ${label.toLowerCase()}`;
  return (
    <PlaceholderScreen
      eyebrow="Admin"
      title={title}
      upcoming={`A form for the ${mode}'s name, description, image, ordering and search-engine text.`}
    />
  );
}
