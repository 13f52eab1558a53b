import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './operator-bits.tsx';

describe('the back office search box', () => {
  it('applies the trimmed text on Enter and on Search, not on every key', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchBox label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, '  casey ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('casey');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
