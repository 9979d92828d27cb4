def cycpattern_check(a , b):
    """You are given 2 words. You need to return True if the second word or any of its rotations is a substring in the first word
    cycpattern_check("abcd","abd") => False
    cycpattern_check("hello","ell") => True
    cycpattern_check("whassup","psus") => False
    cycpattern_check("abab","baa") => True
    cycpattern_check("efef","eeff") => False
    cycpattern_check("himenss","simen") => True

    """
    from copy import deepcopy
    class State:
        def __init__(self, len = 0, link = 0, next = None):
            self.len = len
            self.link = link
            self.next = dict() if next is None else deepcopy(next)
    st = [State(len = 0, link = -1)]
    last = 0
    def sam_extend(c, last): # to build the suffix automaton
        cur = len(st)
        st.append(State(len = st[last].len + 1))
        p = last
        while p != -1 and c not in st[p].next:
            st[p].next[c] = cur
            p = st[p].link
        if p == -1:
            st[cur].link = 0
        else:
            q = st[p].next[c]
            if st[p].len + 1 == st[q].len:
                st[cur].link = q
            else:
                clone = len(st)
                st.append(State(len = st[p].len + 1, link = st[q].link, next = st[q].next))
                while p != -1 and st[p].next[c] == q:
                    st[p].next[c] = clone
                    p = st[p].link
                st[q].link = st[cur].link = clone
        last = cur
        return last
    for c in a:
        last = sam_extend(c, last)
    v = 0
    l = 0
    for c in b + b:
        while v and c not in st[v].next:
            v = st[v].link
            l = st[v].len
        if c in st[v].next:
            v = st[v].next[c]
            l += 1
        if l >= len(b):
            return True
    return False
