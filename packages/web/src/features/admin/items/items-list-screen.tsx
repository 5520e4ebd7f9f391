import { type BrandItem, ERRORS } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useAdminBrandsQuery } from '../api/brands-admin-api';
import {
  useAdminItemsOfBrandQuery,
  useChangeItemOrderMutation,
  useDeleteBrandItemMutation,
} from '../api/items-admin-api';
import { AdminPage } from '../components/admin-page';
import { brandErrorsOf } from '../components/brand-errors';
import { useDeleteConfirm } from '../components/delete-confirm';
import { KindTabs } from '../components/kind-tabs';
import { LoadState } from '../components/load-state';
import { OrderedList } from '../components/ordered-list';
import { EmptyList, OrderedRow } from '../components/ordered-rows';
import { adminPaths, capitalise, itemNounOf, nounOf } from '../paths';

function ItemRow({ item, onDelete }: { item: BrandItem; onDelete: (i: BrandItem) => void }) {
  return (
    <OrderedRow
      name={item.name}
      detail={
        <>
          {item.itemSlug}
          {item.externalId ? ` · ${item.externalId}` : ''}
        </>
      }
      imageUrl={item.imageUrls[0]}
      editTo={adminPaths.editItem(item)}
      viewTo={adminPaths.itemPage(item)}
      onDelete={() => onDelete(item)}
      aside={
        <Typography
          variant="body2"
          sx={{
            width: 84,
            textAlign: 'right',
            display: { xs: 'none', sm: 'block' },
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatPrice(item.priceMinor, item.currency) ?? '—'}
        </Typography>
      }
    />
  );
}

/** `admin/brand-items` and `admin/category-items`: one brand's items at a time, ordered by dragging. */
export function ItemsListScreen({ isCategory }: { isCategory: boolean }) {
  const [search, setSearch] = useSearchParams();
  const owner = nounOf(isCategory);
  const noun = itemNounOf(isCategory);
  const brands = useAdminBrandsQuery({ isCategory });
  const chosen = brands.data?.find((b) => b.slug === search.get('brand')) ?? brands.data?.[0];
  const items = useAdminItemsOfBrandQuery(chosen ? { brandId: chosen.id } : skipToken);
  const [changeOrder, order] = useChangeItemOrderMutation();
  const [remove, removing] = useDeleteBrandItemMutation();
  const { ask, dialog } = useDeleteConfirm({
    remove: (item: BrandItem) => remove(item),
    removing,
    nameOf: (item) => item.name,
    failed: ERRORS.brandItemDelete,
    note: 'The item leaves every list of the site. ',
    restorable: true,
  });
  const list = items.data ?? [];

  return (
    <AdminPage
      title={capitalise(`${noun}s`)}
      crumbs={[{ label: capitalise(`${noun}s`) }]}
      subtitle={`Pick a ${owner}, then drag its items into the order visitors see. New items appear first.`}
      actions={
        <>
          <Button component={Link} to={adminPaths.updateFromFile}>
            Export / update from file
          </Button>
          <Button component={Link} to={adminPaths.bulkItems(isCategory)}>
            Bulk create
          </Button>
          <Button
            component={Link}
            to={adminPaths.newItem(isCategory, chosen?.slug)}
            variant="contained"
            startIcon={<Add />}
          >
            Add {noun}
          </Button>
        </>
      }
    >
      <KindTabs
        value={isCategory ? 1 : 0}
        tabs={[
          { label: 'Brand items', to: adminPaths.items(false) },
          { label: 'Category items', to: adminPaths.items(true) },
        ]}
      />
      <LoadState
        loading={brands.isLoading}
        error={brands.error}
        failed={brandErrorsOf(isCategory).fetchAll}
        onRetry={brands.refetch}
      />
      {brands.data && brands.data.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={adminPaths.newBrand(isCategory)}>
              Add {owner}
            </Button>
          }
        >
          Items belong to a {owner}. Add a {owner} first.
        </Alert>
      )}
      {chosen && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              size="small"
              label={capitalise(owner)}
              value={chosen.slug}
              onChange={(e) => setSearch({ brand: e.target.value }, { replace: true })}
              sx={{ minWidth: 260 }}
            >
              {brands.data?.map((b) => (
                <MenuItem key={b.id} value={b.slug}>
                  {b.name} ({b.itemCount})
                </MenuItem>
              ))}
            </TextField>
            <Button component={Link} to={adminPaths.editBrand(chosen)} size="small">
              Edit {owner}
            </Button>
          </Box>
          <OrderedList
            query={items}
            order={order}
            items={list}
            noun={list.length === 1 ? 'item' : 'items'}
            orderFailed={ERRORS.brandItemsOrder}
            fetchFailed={ERRORS.brandItemsFetch}
            empty={
              <EmptyList
                title={`${chosen.name} has no items yet`}
                action={
                  <Button
                    component={Link}
                    to={adminPaths.newItem(isCategory, chosen.slug)}
                    variant="contained"
                    startIcon={<Add />}
                  >
                    Add {noun}
                  </Button>
                }
              />
            }
            label={`Items of ${chosen.name} in display order`}
            getId={(i) => i.id}
            getLabel={(i) => i.name}
            onReorder={(ids) => void changeOrder({ ids, brandId: chosen.id, isCategory })}
            renderRow={(item) => <ItemRow item={item} onDelete={ask} />}
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
