// /dashboard/v2/inspection, 智慧巡检: security inspection on the left, quality inspection on the right.
import { ScreenGrid } from '../../shared/components/screen-grid';
import { InspectionBreakdownColumn, InspectionSummaryColumn } from '../components/inspection-columns';

export default function InspectionPage() {
  return (
    <ScreenGrid testId="screen-v2-inspection">
      <InspectionSummaryColumn kind="security" />
      <InspectionBreakdownColumn kind="security" />
      <InspectionBreakdownColumn kind="quality" />
      <InspectionSummaryColumn kind="quality" />
    </ScreenGrid>
  );
}
