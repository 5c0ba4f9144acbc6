/**
 * A shell prompt: `$ `, `# `, `user@host:~$ `, `root@ftp: ~#` (glued to the command, as pasted), `[root@localhost
 * ~]# `, `bash-5.1# `, `(venv) user@host:~/x$ `, `C:\Program Files\ab>`, `PS C:\> `.
 */
export const PROMPT =
  /^\s*(?:\([^)\s]{1,40}\)\s*)?(?:[\w.-]+@[\w.-]+(?::\s?[^\s#$]*)?|\[[^\]\n]{1,80}\]|[A-Za-z]:\\[^>\n]{0,200}|PS [^>\n]{1,200}|[^\s#$%>]{0,60})\s?[#$%>]\s*/;
