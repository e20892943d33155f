import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The property type, then bedrooms for a home or a commercial type for commercial property. */
export function PropertyTypeFields() {
  return (
    <>
      <SelectField name="propertyType" placeholder="Select property type" />
      <SelectField name="propertySubtype" placeholder="Select number of bedrooms" />
      <TextField name="commercialType" placeholder="e.g. Office, shop, warehouse" />
    </>
  );
}
