// Copies the limits and a used flag per item, then takes the smallest unused item per scan:
// O(n^2) time and O(n) extra space, dominated by the walk (same time, O(1) space) and by
// the sort (less time, same space).
class Solution {
public:
    int maxGroups(const vector<int>& limit) {
        vector<int> a(limit.begin(), limit.end());
        vector<char> used(a.size(), 0);
        long long total = 0, groups = 0;
        for (size_t step = 0; step < a.size(); ++step) {
            size_t best = a.size();
            for (size_t i = 0; i < a.size(); ++i)
                if (!used[i] && (best == a.size() || a[i] < a[best])) best = i;
            used[best] = 1;
            total += a[best];
            if (total >= (groups + 1) * (groups + 2) / 2) ++groups;
        }
        return (int)groups;
    }
};
