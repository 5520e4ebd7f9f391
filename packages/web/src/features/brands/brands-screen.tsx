import { BRANDS_PAGE_SIZE } from '@app/contract';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function BrandsScreen() {
  return (
    <PlaceholderScreen
      title="Brands"
      subtitle="Every brand we carry, with their best items."
      upcoming={`The brand list, ${BRANDS_PAGE_SIZE} to a page, with featured brands first.`}
    />
  );
}
