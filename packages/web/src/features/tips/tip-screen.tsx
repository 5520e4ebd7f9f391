import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** `tips/{slug}`. */
export function TipScreen() {
  const { slug = '' } = useParams();
  return <PlaceholderScreen eyebrow="Tip" title={`Tip: ${slug}`} upcoming="The full tip with pictures." />;
}
