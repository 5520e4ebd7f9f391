/** `brand-items/new`, `category-items/new` and the item edit routes: built with the admin screens. */
export { ItemFormScreen as BrandItemFormScreen } from '../admin/items/item-form-screen';
