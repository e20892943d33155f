import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The region in Ghana, narrowed to an area of Accra or named when it is another region. */
export function RegionFields() {
  return (
    <>
      <SelectField name="ghanaRegion" label="Preferred Region in Ghana" placeholder="Select a region" />
      <TextField name="accraArea" label="Preferred Area in Accra" placeholder="e.g. East Legon, Cantonments" />
      <TextField name="otherRegion" label="Please specify the region" placeholder="e.g. Ho, Tamale" />
    </>
  );
}
