import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { IconButton } from './icon-button';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

describe('Card', () => {
  it('titles itself with a heading at the level asked, actions beside it', () => {
    render(
      <Card title="Total Orders" titleAs="h3" actions={<button type="button">Weekly</button>}>
        0
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Total Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weekly' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('says what is missing and offers the way out', () => {
    render(
      <EmptyState
        title="No categories found."
        text="Create your first category!"
        action={<button type="button">Add Category</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No categories found.' })).toBeInTheDocument();
    expect(screen.getByText('Create your first category!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('shows its text, and a count can carry words for screen readers', () => {
    render(
      <>
        <Badge tone="success">In Stock</Badge>
        <Badge tone="danger" variant="solid">
          3<VisuallyHidden> unread notifications</VisuallyHidden>
        </Badge>
      </>,
    );
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('3', { exact: false })).toHaveTextContent('3 unread notifications');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={120} height={16} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton label="Edit product" icon={<svg aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Edit product' })).toHaveAttribute('type', 'button');
  });
});
