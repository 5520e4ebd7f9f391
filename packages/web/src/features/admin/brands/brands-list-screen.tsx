import type { Brand } from '@app/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useAdminBrandsQuery, useChangeBrandOrderMutation } from '../api/brands-admin-api';
import { AdminPage } from '../components/admin-page';
import { saveErrorText } from '../components/form-status';
import { KindTabs } from '../components/kind-tabs';
import { LoadState } from '../components/load-state';
import { OrderStatus } from '../components/order-status';
import { SortableList } from '../components/sortable-list';
import { Thumb } from '../components/thumb';
import { adminPaths, capitalise, nounOf } from '../paths';
import { useDeleteBrand } from './delete-brand';

function BrandRow({ brand, onDelete }: { brand: Brand; onDelete: (b: Brand) => void }) {
  return (
    <>
      <Thumb src={brand.imageUrl} label={brand.name} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <MuiLink
          component={Link}
          to={adminPaths.editBrand(brand)}
          underline="hover"
          color="text.primary"
          sx={{
            fontWeight: 600,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {brand.name}
        </MuiLink>
        <Typography variant="body2" color="text.secondary" noWrap>
          /{brand.isCategory ? 'category/' : ''}
          {brand.slug}
        </Typography>
      </Box>
      <Chip
        size="small"
        variant="outlined"
        label={`${brand.itemCount} ${brand.itemCount === 1 ? 'item' : 'items'}`}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      />
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Tooltip title="Items">
          <IconButton
            component={Link}
            to={adminPaths.items(brand.isCategory, brand.slug)}
            aria-label={`Items of ${brand.name}`}
          >
            <Inventory2Outlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="View on site">
          <IconButton
            component={Link}
            to={adminPaths.brandPage(brand)}
            aria-label={`View ${brand.name} on the site`}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton component={Link} to={adminPaths.editBrand(brand)} aria-label={`Edit ${brand.name}`}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton onClick={() => onDelete(brand)} aria-label={`Delete ${brand.name}`}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </>
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
          <Button
            component={Link}
            to={adminPaths.newBrand(isCategory)}
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
          { label: 'Brands', to: adminPaths.brands(false) },
          { label: 'Categories', to: adminPaths.brands(true) },
        ]}
      />
      <OrderStatus
        count={brands.length}
        noun={plural}
        saving={order.isLoading}
        saved={order.isSuccess}
        fetching={query.isFetching && !query.isLoading}
      />
      {order.error ? (
        <Alert severity="error" onClose={order.reset} sx={{ mb: 2 }}>
          {saveErrorText(order.error, 'Failed to update brand order')}
        </Alert>
      ) : null}
      <LoadState
        loading={query.isLoading}
        error={query.error}
        failed={`Failed to fetch ${plural}`}
        onRetry={query.refetch}
      />
      {query.isSuccess && brands.length === 0 && (
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 5,
            textAlign: 'center',
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>No {plural} yet</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add the first one, or fill the catalogue from the marketplace.
          </Typography>
          <Button
            component={Link}
            to={adminPaths.newBrand(isCategory)}
            variant="contained"
            startIcon={<Add />}
          >
            Add {noun}
          </Button>
        </Box>
      )}
      {brands.length > 0 && (
        <SortableList
          label={`${capitalise(plural)} in display order`}
          items={brands}
          getId={(b) => b.id}
          getLabel={(b) => b.name}
          disabled={order.isLoading}
          onReorder={(ids) => void changeOrder({ ids, isCategory })}
          renderRow={(brand) => <BrandRow brand={brand} onDelete={ask} />}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
