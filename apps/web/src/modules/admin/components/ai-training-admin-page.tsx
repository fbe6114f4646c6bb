import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { KnowledgeEntriesSection } from './knowledge-entries-section';
import { TrainingDocumentsSection } from './training-documents-section';

/** /admin/ai-training: what the assistant answers from (back office AI training). */
export function AiTrainingAdminPage() {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => void navigate('/admin')}>← Retour à l&apos;administration</Button>
      <Typography.Title level={1}>Formation IA</Typography.Title>
      <TrainingDocumentsSection />
      <KnowledgeEntriesSection />
    </>
  );
}
