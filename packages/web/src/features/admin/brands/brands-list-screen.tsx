import type { Brand } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import { useAdminBrandsQuery, useChangeBrandOrderMutation } from '../api/brands-admin-api';
import { AdminPage } from '../components/admin-page';
import { brandErrorsOf } from '../components/brand-errors';
import { KindTabs } from '../components/kind-tabs';
import { OrderedList } from '../components/ordered-list';
import { EmptyList, OrderedRow } from '../components/ordered-rows';
import { adminPaths, capitalise, nounOf } from '../paths';
import { useDeleteBrand } from './delete-brand';

function BrandRow({ brand, onDelete }: { brand: Brand; onDelete: (b: Brand) => void }) {
  return (
    <OrderedRow
      name={brand.name}
      detail={
        <>
          /{brand.isCategory ? 'category/' : ''}
          {brand.slug}
        </>
      }
      imageUrl={brand.imageUrl}
      editTo={adminPaths.editBrand(brand)}
      viewTo={adminPaths.brandPage(brand)}
      onDelete={() => onDelete(brand)}
      aside={
        <Chip
          size="small"
          variant="outlined"
          label={`${brand.itemCount} ${brand.itemCount === 1 ? 'item' : 'items'}`}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      }
      actions={
        <Tooltip title="Items">
          <IconButton
            component={Link}
            to={adminPaths.items(brand.isCategory, brand.slug)}
            aria-label={`Items of ${brand.name}`}
          >
            <Inventory2Outlined fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    />
  );
}

/** `admin/brands` and `admin/categories`: every brand or category, ordered by dragging. */
export function BrandsListScreen({ isCategory }: { isCategory: boolean }) {
  const noun = nounOf(isCategory);
  const plural = isCategory ? 'categories' : 'brands';
  const query = useAdminBrandsQuery({ isCategory });
  const [changeOrder, order] = useChangeBrandOrderMutation();
  const { ask, dialog } = useDeleteBrand();
  const brands = query.data ?? [];
  const add = (
    <Button component={Link} to={adminPaths.newBrand(isCategory)} variant="contained" startIcon={<Add />}>
      Add {noun}
    </Button>
  );

  return (
    <AdminPage
      title={capitalise(plural)}
      crumbs={[{ label: capitalise(plural) }]}
      subtitle={`Drag the handle (or focus it and press Space, then the arrow keys) to set the order visitors see.`}
      actions={
        <>
          <Button component={Link} to={adminPaths.bulkItems(isCategory)}>
            Bulk add items
          </Button>
          {add}
        </>
      }
    >
      <KindTabs
        value={isCategory ? 1 : 0}
        tabs={[
          { label: 'Brands', to: adminPaths.brands(false) },
          { label: 'Categories', to: adminPaths.brands(true) },
        ]}
      />
      <OrderedList
        query={query}
        order={order}
        items={brands}
        noun={plural}
        orderFailed={brandErrorsOf(isCategory).order}
        fetchFailed={brandErrorsOf(isCategory).fetchAll}
        empty={
          <EmptyList
            title={`No ${plural} yet`}
            text="Add the first one, or fill the catalogue from the marketplace."
            action={add}
          />
        }
        label={`${capitalise(plural)} in display order`}
        getId={(b) => b.id}
        getLabel={(b) => b.name}
        onReorder={(ids) => void changeOrder({ ids, isCategory })}
        renderRow={(brand) => <BrandRow brand={brand} onDelete={ask} />}
      />
      {dialog}
    </AdminPage>
  );
}
