import {
  PROPERTY_SUBTYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  RESIDENTIAL_PROPERTY_TYPES,
} from '../../../api/domain/join-options';
import { useJoinFormContext } from './JoinFormContext';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Property type, then bedrooms for a home or the kind of commercial property (SPEC 4). */
export function PropertyTypeFields() {
  const { propertyType } = useJoinFormContext().fields;
  return (
    <>
      <SelectField
        name="propertyType"
        label="Property Type"
        marked
        placeholder="Select property type"
        options={PROPERTY_TYPE_OPTIONS}
      />
      {RESIDENTIAL_PROPERTY_TYPES.includes(propertyType) && (
        <SelectField
          name="propertySubtype"
          label="Number of Bedrooms"
          marked
          placeholder="Select number of bedrooms"
          options={PROPERTY_SUBTYPE_OPTIONS}
        />
      )}
      {propertyType === 'commercial' && (
        <TextField
          name="commercialType"
          label="Commercial Property Type"
          required
          placeholder="e.g. Office, shop, warehouse"
        />
      )}
    </>
  );
}
