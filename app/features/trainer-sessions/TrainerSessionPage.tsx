import { useParams, useSearch } from 'wouter';
import { RosterScreen } from './RosterScreen';

/** `/trainer/sessions/:id?class=…`: a session's roster (the class it belongs to in the query). */
export default function TrainerSessionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const classId = new URLSearchParams(useSearch()).get('class') ?? '';
  return <RosterScreen classId={classId} instanceId={id} />;
}
