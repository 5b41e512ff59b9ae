import { useEffect, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { BANKS, type Bank, bankBySlug, searchBanks } from '../domain/rules/banks.ts';
import './bank-picker.css';

/**
 * Bank search (docs/behaviour.md#accounts): a combobox over the ten institutions, filtered by name, short name or
 * slug with the domain's searchBanks, each option showing name, short name and institution
 * number. Controlled by slug, so the Account Name's auto-detect can choose a bank too; the
 * input then shows that bank's name.
 */
export function BankPicker({
  label = 'Bank',
  value,
  onChange,
  description,
}: {
  label?: string;
  value: string | null;
  onChange: (bank: Bank | null) => void;
  description?: string;
}) {
  const selected = bankBySlug(value);
  const [input, setInput] = useState(selected?.name ?? '');
  // Follow a bank chosen from outside (auto-detect, reset) without fighting the user's typing.
  useEffect(() => setInput(selected?.name ?? ''), [selected?.name]);
  // Showing the chosen bank's name is not a search: opening the list then offers every bank.
  const items = selected && input === selected.name ? BANKS : searchBanks(input);
  return (
    <ComboBox
      className="bank-picker field"
      items={items}
      selectedKey={value}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        if (text.trim() === '') onChange(null);
      }}
      onSelectionChange={(key) => {
        const bank = bankBySlug(key == null ? null : String(key));
        if (!bank && input.trim() !== '') return; // a blur with unmatched text keeps the choice
        onChange(bank);
        setInput(bank?.name ?? '');
      }}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label>{label}</Label>
      <div className="bank-picker-control">
        <Input placeholder="Search banks..." />
        <Button className="bank-picker-toggle" aria-label="Show banks">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {selected ? (
        <Text slot="description" className="hint">
          {`${selected.name} (${selected.shortName}), institution number ${selected.institutionNumber}`}
        </Text>
      ) : description ? (
        <Text slot="description" className="hint">
          {description}
        </Text>
      ) : null}
      <Popover className="bank-picker-popover" placement="bottom start">
        <ListBox<Bank>
          className="bank-picker-list"
          renderEmptyState={() => <p className="bank-picker-empty">No banks match your search</p>}
        >
          {(bank) => (
            <ListBoxItem id={bank.slug} textValue={bank.name} className="bank-picker-item">
              <span className="bank-icon" aria-hidden="true">
                {bank.icon}
              </span>
              <span className="bank-text">
                <Text slot="label" className="bank-name">
                  {bank.name}
                </Text>
                <Text slot="description" className="bank-meta">
                  {`${bank.shortName} · Institution ${bank.institutionNumber}`}
                </Text>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
