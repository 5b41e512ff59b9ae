import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { ASSET_CLASSES, type AssetClass } from '../../domain/schemas/index.ts';
import { RequiredMark } from '../../ui/form-field.tsx';
import { ASSET_CLASS_INFO } from './asset-classes.ts';

/**
 * The asset class grid (docs/behaviour.md#record-forms): a radio group drawn as cards, so arrow keys move between
 * classes and a screen reader hears "radio, 3 of 7". The chosen card has a tick as well as
 * its colour.
 */
export function AssetClassGrid({
  value,
  onChange,
  error,
}: {
  value: AssetClass | null;
  onChange: (value: AssetClass) => void;
  error?: string;
}) {
  return (
    <RadioGroup
      className="asset-class-group"
      value={value}
      onChange={(next) => onChange(next as AssetClass)}
      isInvalid={!!error}
      isRequired
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className="field-label">
        Asset Class
        <RequiredMark />
      </Label>
      <div className="asset-class-grid">
        {ASSET_CLASSES.map((c) => (
          <Radio key={c} value={c} className="asset-class-card">
            {({ isSelected }) => (
              <>
                <span className="asset-class-check" aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                <span className="asset-class-name">{ASSET_CLASS_INFO[c].label}</span>
                <span className="asset-class-desc">{ASSET_CLASS_INFO[c].description}</span>
              </>
            )}
          </Radio>
        ))}
      </div>
      {error && (
        <Text slot="errorMessage" className="field-error">
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
