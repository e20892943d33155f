import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The property type, then bedrooms for a home or a commercial type for commercial property. */
export function PropertyTypeFields() {
  return (
    <>
      <SelectField name="propertyType" label="Property Type" placeholder="Select property type" />
      <SelectField name="propertySubtype" label="Number of Bedrooms" placeholder="Select number of bedrooms" />
      <TextField name="commercialType" label="Commercial Property Type" placeholder="e.g. Office, shop, warehouse" />
    </>
  );
}
