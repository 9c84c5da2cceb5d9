public class Connection
{
    internal virtual uint Send(string msg)
    {
        return 0;
    }
}
