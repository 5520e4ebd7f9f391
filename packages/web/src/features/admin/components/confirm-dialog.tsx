export { ConfirmDialog } from '../../../components/confirm-dialog';
