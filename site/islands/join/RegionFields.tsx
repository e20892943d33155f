import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The region in Ghana, narrowed to an area of Accra or named when it is another region. */
export function RegionFields() {
  return (
    <>
      <SelectField name="ghanaRegion" placeholder="Select a region" />
      <TextField name="accraArea" placeholder="e.g. East Legon, Cantonments" />
      <TextField name="otherRegion" placeholder="e.g. Ho, Tamale" />
    </>
  );
}
