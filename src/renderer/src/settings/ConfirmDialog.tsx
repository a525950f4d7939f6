// A question asked before something that loses what the person set (removing a key): react-aria's
// modal dialog, so focus is held inside it while it is open and goes back where it was after.
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import './confirm-dialog.css'

interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children: ReactNode
  confirm: string
  cancel: string
  onConfirm(): void
  onClose(): void
}

export function ConfirmDialog({ isOpen, title, children, confirm, cancel, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal">
        <Dialog role="alertdialog" className="confirm-dialog">
          <Heading slot="title">{title}</Heading>
          <div className="confirm-body">{children}</div>
          <div className="dialog-actions">
            <Button autoFocus onPress={onClose}>
              {cancel}
            </Button>
            <Button
              className="danger"
              onPress={() => {
                onClose()
                onConfirm()
              }}
            >
              {confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
