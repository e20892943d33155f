import { GHANA_REGION_OPTIONS } from '../../../api/domain/join-options';
import { useJoinFormContext } from './JoinFormContext';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The region in Ghana, narrowed to an area of Accra or named when it is another region (SPEC 4). */
export function RegionFields() {
  const { ghanaRegion } = useJoinFormContext().fields;
  return (
    <>
      <SelectField
        name="ghanaRegion"
        label="Preferred Region in Ghana"
        marked
        placeholder="Select a region"
        options={GHANA_REGION_OPTIONS}
      />
      {ghanaRegion === 'accra' && (
        <TextField name="accraArea" label="Preferred Area in Accra" placeholder="e.g. East Legon, Cantonments" />
      )}
      {ghanaRegion === 'others' && (
        <TextField name="otherRegion" label="Please specify the region" placeholder="e.g. Ho, Tamale" />
      )}
    </>
  );
}
