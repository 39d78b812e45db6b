import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

type AdminSearchBarProps = {
  /** The word after 'Search': 'email' by default, 'exam name' for exams. */
  basis?: string;
  /** The search in effect (from the URL); the field starts from it. */
  value: string;
  /** Called on Enter with the trimmed text ('' clears the search). */
  onSearch: (search: string) => void;
};

/** The admin search bar: placeholder 'Search' plus a basis word; fires on Enter. */
export function AdminSearchBar({ basis = 'email', value, onSearch }: AdminSearchBarProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (back button, a link) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <TextInput
      type="search"
      placeholder={`Search ${basis}`}
      aria-label={`Search by ${basis}`}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
