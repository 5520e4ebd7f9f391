import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => number;
  /** Read out by screen readers and on the handle: "Drag Acme Widgets". */
  getLabel: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  /** The accessible name of the whole list. */
  label: string;
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="sortable-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: { xs: 1, sm: 2 },
        py: 0.75,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
        boxShadow: isDragging ? theme.shadows[4] : 'none',
        '&:last-of-type': { borderBottom: 0 },
      })}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Drag ${label}`}
        disabled={disabled}
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none', color: 'text.secondary' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      {children}
    </Box>
  );
}

/**
 * A list ordered by hand: drag a row by its handle, or focus the handle and use Space, the
 * arrow keys and Space again. `onReorder` gets every id in the new order.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderRow,
  onReorder,
  disabled = false,
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: unknown) => {
    const item = items.find((i) => getId(i) === id);
    return item ? getLabel(item) : 'item';
  };
  const positionOf = (id: unknown) => ids.indexOf(id as number) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as number);
    const to = ids.indexOf(over.id as number);
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a row, press Space. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${labelOf(active.id)} moved to position ${positionOf(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={label}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {items.map((item, index) => (
            <SortableRow key={getId(item)} id={getId(item)} label={getLabel(item)} disabled={disabled}>
              {renderRow(item, index)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
