export { savedText } from './messages.ts';
export { SavedScreen } from './SavedScreen.tsx';
export { SavedView, type SavedViewProps } from './SavedView.tsx';
export {
  SaveBoard,
  SaveBoardView,
  type SaveBoardProps,
  type SaveBoardStage,
  type SaveBoardViewProps,
} from './SaveBoard.tsx';
