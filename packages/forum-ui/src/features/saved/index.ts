export { savedText } from './messages.ts';
export { SavedScreen } from './Saved/SavedScreen.tsx';
export { SavedView, type SavedViewProps } from './Saved/SavedView.tsx';
export {
  SaveBoard,
  SaveBoardView,
  type SaveBoardProps,
  type SaveBoardStage,
  type SaveBoardViewProps,
} from './Saved/SaveBoard.tsx';
