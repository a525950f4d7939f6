// A placeholder is never filled in inside a script a shell runs or code an interpreter runs, however
// the shell is reached (a path, env, setsid, busybox, options before -c); the safe form, the value
// as an argument after the script, is allowed. Checked through the parser the settings schema uses.
import { describe, expect, it } from 'vitest'
import { AfterChangeCommandError, parseAfterChangeCommand } from '../../../src/shared/after-change-command'

function refusal(text: string): string | null {
  try {
    parseAfterChangeCommand(text)
    return null
  } catch (error) {
    if (error instanceof AfterChangeCommandError) return error.reason
    throw error
  }
}

const SHELL_SAFE_FORM = `pass it as an argument after the script instead, as in sh -c 'wal -i "$1"' sh`

describe('a placeholder inside a script or code', () => {
  it.each([
    [`sh -c 'wal -i {file}'`, 'sh -c', '{file}'],
    [`bash -c "wal -i {file} && notify-send done"`, 'bash -c', '{file}'],
    [`zsh -c 'wal -i {file}'`, 'zsh -c', '{file}'],
    [`dash -c 'wal -i {file}'`, 'dash -c', '{file}'],
    [`/bin/sh -c 'wal -i {file}'`, '/bin/sh -c', '{file}'],
    [`env sh -c 'wal -i {file}'`, 'sh -c', '{file}'],
    [`/usr/bin/env -i PATH=/usr/bin bash -c 'wal -i {file}'`, 'bash -c', '{file}'],
    [`setsid -f sh -c 'swaybg -i {file}'`, 'sh -c', '{file}'],
    [`nice -n 10 busybox sh -c 'wal -i {file}'`, 'sh -c', '{file}'],
    [`bash -lc 'wal -i {file}'`, 'bash -lc', '{file}'],
    [`bash -e -o pipefail -c 'wal -i {file}'`, 'bash -c', '{file}'],
    [`bash --norc --noprofile -c 'wal -i {file}'`, 'bash -c', '{file}'],
    [`bash -c -- 'wal -i {file}'`, 'bash -c', '{file}'],
    [`fish --command 'wal -i {file}'`, 'fish --command', '{file}'],
    [`fish --command='wal -i {file}'`, 'fish --command', '{file}'],
    [`fish -C 'wal -i {file}' -c 'true'`, 'fish -C', '{file}'],
    [`bash --rcfile {file} -c 'true'`, 'bash --rcfile', '{file}'],
    [`sh -c 'notify-send {id}'`, 'sh -c', '{id}'],
    [`sh -c 'echo {display} {source}'`, 'sh -c', '{display}'],
  ])('%s is refused with the safe form shown', (text, as, placeholder) => {
    expect(refusal(text)).toBe(`puts ${placeholder} inside the script it gives to ${as}, where a file name would run as commands; ${SHELL_SAFE_FORM} ${placeholder}`)
  })

  it('says it in one sentence, as the window shows it beside the field', () => {
    expect(() => parseAfterChangeCommand(`sh -c 'wal -i {file}'`)).toThrow(
      `The after-change command puts {file} inside the script it gives to sh -c, where a file name would run as commands; pass it as an argument after the script instead, as in sh -c 'wal -i "$1"' sh {file}.`,
    )
  })

  it.each([
    [`python3 -c 'import os; os.system("wal -i {file}")'`, 'python3 -c'],
    [`python3 -W ignore -c 'print("{file}")'`, 'python3 -c'],
    [`perl -e 'system "wal -i {file}"'`, 'perl -e'],
    [`perl -ne 'print "{file}"'`, 'perl -ne'],
    [`node -e 'require("child_process").execSync("wal -i {file}")'`, 'node -e'],
    [`node --eval='console.log("{file}")'`, 'node --eval'],
    [`ruby -e 'system("wal -i {file}")'`, 'ruby -e'],
    [`php -r 'system("wal -i {file}");'`, 'php -r'],
    [`osascript -e 'display notification "{file}"'`, 'osascript -e'],
  ])('%s is refused: the code is run', (text, as) => {
    expect(refusal(text)).toBe(`puts {file} inside the code it gives to ${as}, where a file name would run as code; pass it as an argument after the code instead, and read it from there`)
  })

  it.each([
    [`su -c 'wal -i {file}' ana`, 'su -c'],
    [`flock /tmp/wal.lock -c 'wal -i {file}'`, 'flock -c'],
    [`script -q -c 'wal -i {file}' /dev/null`, 'script -c'],
  ])('%s is refused: it hands the command to a shell', (text, as) => {
    expect(refusal(text)).toBe(`puts {file} inside the command ${as} hands to a shell, where a file name would run as commands; run the program directly instead, with {file} as an argument of its own`)
  })

  it.each([`ssh desk wal -i {file}`, `watch -n 60 wal -i {file}`])('%s is refused: it joins its words into a shell command', (text) => {
    expect(refusal(text)).toMatch(/^puts \{file\} in the words (ssh|watch) joins into a command for a shell/)
  })

  it.each([
    [`cmd /c wal -i {file}`, 'cmd /c'],
    [`"C:\\Windows\\System32\\cmd.exe" /C wal -i {file}`, 'C:\\Windows\\System32\\cmd.exe /C'],
    [`pwsh -Command wal -i {file}`, 'pwsh -Command'],
    [`powershell.exe -c Set-Wallpaper {file}`, 'powershell.exe -c'],
  ])('%s is refused: every word after the option is one command line', (text, as) => {
    expect(refusal(text)).toBe(`puts {file} in the command line ${as} runs, where a file name would run as commands; run the program directly instead, with {file} as an argument of its own`)
  })

  it('refuses env -S, which splits the text into words again', () => {
    expect(refusal(`env -S "sh -c 'wal -i {file}'"`)).toBe(
      'puts {file} inside the text env -S splits into words again, where a file name could become several words or a command; write the command without -S, {file} in a word of its own',
    )
  })
})

describe('what stays allowed', () => {
  it.each([
    `sh -c 'wal -i "$1"' sh {file}`,
    `bash -c 'wal -i "$1" && notify-send "$2"' bash {file} {id}`,
    `env sh -c 'wal -i "$1"' sh {file}`,
    `sh ~/bin/theme.sh {file} {display}`,
    `bash -c 'wal -R'`,
    `python3 ~/bin/theme.py {file}`,
    `python3 -c 'import sys; print(sys.argv[1])' {file}`,
    `node -e 'console.log(process.argv[1])' {file}`,
    `wal -i {file}`,
    `notify-send sh {file}`,
    `watch -x wal -i {file}`,
    `flock /tmp/wal.lock wal -i {file}`,
    `pwsh -File theme.ps1 {file}`,
  ])('%s', (text) => {
    expect(refusal(text)).toBeNull()
  })
})
